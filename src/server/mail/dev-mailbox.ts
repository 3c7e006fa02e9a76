import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { linksIn, type Mailer, type OutgoingMail } from './mailer';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

const KEPT = 50;

/**
 * Development mail: nothing leaves the machine. Each mail is kept in memory for /dev/mailbox,
 * newest first, and logged; its links (sign-in tokens) are written to the log only when
 * `logLinks` is set, which the server does in development alone.
 */
export function createDevMailbox(
  logger: Logger,
  options: { logLinks: boolean } = { logLinks: false },
): Mailer & { entries(): MailboxEntry[] } {
  const entries: MailboxEntry[] = [];
  return {
    async send(mail: OutgoingMail) {
      const entry: MailboxEntry = {
        id: randomUUID(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        links: linksIn(mail.text),
        sentAt: new Date().toISOString(),
      };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, KEPT);
      logger.info(
        { to: mail.to, subject: mail.subject, ...(options.logLinks ? { links: entry.links } : {}) },
        'mail (development mailbox)',
      );
    },
    entries: () => [...entries],
  };
}
