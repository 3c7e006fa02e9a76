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
 * Development mail: nothing leaves the machine. Each mail is logged with its links and kept in
 * memory for /dev/mailbox, newest first.
 */
export function createDevMailbox(logger: Logger): Mailer & { entries(): MailboxEntry[] } {
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
      logger.info({ to: mail.to, subject: mail.subject, links: entry.links }, 'mail (development mailbox)');
    },
    entries: () => [...entries],
  };
}
