// The public page's whole stylesheet, inlined under the page's CSP nonce (architecture §8: no stylesheet
// file). Colours follow web/styles/tokens.css; the card is product §9's translucent 'page' variant.
export const pageStyles = `
*{box-sizing:border-box}
html{color-scheme:dark;background:#0b0d12;scrollbar-gutter:stable}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:48px 16px 24px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#eef0f6;
background:radial-gradient(circle at 50% 0,#1d1838,#0b0d12 70%) fixed}
main{width:100%;max-width:560px;flex:1}
.page{padding:32px 24px;text-align:center;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.14);
border-radius:20px;box-shadow:0 1px 2px rgba(0,0,0,.35),0 2px 8px rgba(0,0,0,.18)}
.avatar{position:relative;display:grid;place-items:center;width:96px;height:96px;margin:0 auto 16px;overflow:hidden;
border-radius:50%;background:#8b74ff;color:#0b0d12;font-size:40px;font-weight:700}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;color:transparent}
h1{margin:0 0 8px;font-size:1.5rem;overflow-wrap:anywhere}
p{margin:0 0 24px;color:#a7adbd;white-space:pre-line;overflow-wrap:anywhere}
ul{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.links a,.button{display:block;padding:14px 16px;border:1px solid rgba(255,255,255,.14);border-radius:12px;
background:rgba(255,255,255,.1);color:#eef0f6;font-weight:600;text-decoration:none;overflow-wrap:anywhere;
transition:background-color .15s,transform .15s}
.links a:hover{background:rgba(139,116,255,.28);transform:translateY(-1px)}
.button{display:inline-block;padding:10px 20px;background:#8b74ff;color:#0b0d12}
.button:hover{background:#a08dff}
a:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
footer{padding-top:24px;font-size:.875rem}
footer a{color:#a7adbd}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`.replace(/\n/g, "");
