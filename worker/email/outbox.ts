// What the API hands to the e-mail queue (DESIGN §6): the API never sends mail inline.
export type EmailJob =
  | { template: "verify_email"; to: string; data: { username: string; link: string } }
  | { template: "email_change"; to: string; data: { username: string; link: string } }
  | { template: "email_change_notice"; to: string; data: { username: string; newEmail: string } }
  | { template: "reset_password"; to: string; data: { username: string; link: string } }
  | { template: "password_changed"; to: string; data: { username: string } };

export type QueuedEmail = EmailJob & { id: string };

export async function enqueueEmail(env: Env, job: EmailJob): Promise<void> {
  const message: QueuedEmail = { ...job, id: crypto.randomUUID() };
  await env.EMAIL_QUEUE.send(message, { contentType: "json" });
}

/** A link into the app, always on the configured public origin (never the request's Host). */
export function appLink(env: Env, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, env.APP_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
