// Every spelling of an address off the public internet that the outbound address rules refuse
// (worker/security/outbound-addresses.ts), as origins a test adds its own path to: the audience's webhooks
// and the page import both refuse each one in production.
export const privateOrigins = [
  "https://127.0.0.1",
  "https://127.1.2.3",
  "https://2130706433",
  "https://0x7f.0.0.1",
  "https://10.0.0.8",
  "https://172.20.1.1",
  "https://192.168.1.10",
  "https://100.64.0.1",
  "https://169.254.169.254",
  "https://0.0.0.0",
  "https://[::1]",
  "https://[::]",
  "https://[fd00::1]",
  "https://[fe80::1]",
  "https://[::ffff:127.0.0.1]",
  "https://localhost",
  "https://localhost:8443",
  "https://api.localhost",
  "https://printer.local",
  "https://metadata.google.internal",
  "https://intranet",
] as const;
