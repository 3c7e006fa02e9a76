export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail: through SMTP when configured, otherwise into the development mailbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Links a mail carries, for the development mailbox and tests. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
