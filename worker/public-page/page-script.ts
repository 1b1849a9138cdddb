// The public page's only script, inlined under the CSP nonce (architecture §8: no client bundle):
// - a click (or middle click) on a link reports {username, linkIndex} to /api/click with sendBeacon,
//   which survives the navigation it precedes; fetch with keepalive if the beacon is refused;
// - a broken avatar image is removed, uncovering the initial letter drawn behind it (product §4 "Avatar").
//   The check at start-up catches an image that failed before the script ran.
export const pageScript = `(()=>{const d=document,u=d.body.dataset.user,i=d.querySelector(".avatar img");
if(i){const f=()=>i.remove();i.complete&&!i.naturalWidth?f():i.addEventListener("error",f)}
const r=e=>{const a=e.target.closest&&e.target.closest("a[data-i]");if(!a||e.type=="auxclick"&&e.button!=1)return;
const b=JSON.stringify({username:u,linkIndex:+a.dataset.i});
try{if(navigator.sendBeacon("/api/click",new Blob([b],{type:"application/json"})))return}catch(x){}
fetch("/api/click",{method:"POST",headers:{"Content-Type":"application/json"},body:b,keepalive:true}).catch(()=>{})};
d.addEventListener("click",r);d.addEventListener("auxclick",r)})()`.replace(/\n/g, "");
