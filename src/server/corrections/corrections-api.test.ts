import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTIONS_PER_MINUTE, median } from '../../domain/correction-rules';
import {
  type Correction,
  CorrectionPageSchema,
  CorrectionSchema,
  CorrectionStatsSchema,
} from '../../domain/corrections';
import type { Db } from '../db/client';
import { auditLog, brandFieldVersions, brands, corrections } from '../db/schema';
import { record } from '../hardening/report/record';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { signInAs } from '../test/sign-in';
import { startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const smtpMailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Brand Atlas <atlas@example.com>');
  // Sign-in links stay in the development mailbox; mails about corrections go through real SMTP.
  t = await createTestApp({
    mailer: (mailbox) => ({
      async send(mail) {
        await mailbox.send(mail);
        if (mail.subject.includes('correction')) await smtpMailer.send(mail);
      },
    }),
  });
  db = t.database.db;
  as = await signInActors(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const propose = (slug: string, body: unknown, cookie = as.user) =>
  requestAs(t, cookie, 'POST', `/api/brands/${slug}/corrections`, body);
const correctionsOf = async (brandId: string) =>
  db.select().from(corrections).where(eq(corrections.brandId, brandId));
/** The decoded text of a captured mail (quoted-printable undone). */
const textOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

describe('suggesting a correction', () => {
  it('stores the value and its source for review, changing nothing on the brand yet', async () => {
    const brand = await insertBrand(db, { name: 'Stale Co', slug: 'stale-co', tagline: 'Old line' });
    const res = await propose('stale-co', {
      field: 'tagline',
      value: 'New line',
      source_url: 'https://stale.example/press',
      comment: 'Their 2026 rebrand',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Correction;
    expect(CorrectionSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      status: 'pending',
      proposed_value: 'New line',
      value_at_proposal: 'Old line',
    });
    expect(body).not.toHaveProperty('proposed_by');
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.tagline).toBe('Old line');
  });

  it('keeps script as text, refuses sources that are not http(s) and values of the wrong kind', async ({
    task,
  }) => {
    const brand = await insertBrand(db, { name: 'Hostile Co', slug: 'hostile-co' });
    const script = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
    const kept = await propose('hostile-co', {
      field: 'description',
      value: script,
      source_url: 'https://h.example/',
    });
    expect(kept.status).toBe(201);
    expect(((await kept.json()) as Correction).proposed_value).toBe(script);

    const refused: [unknown, number, RegExp][] = [
      [{ field: 'tagline', value: 'x', source_url: 'javascript:alert(1)' }, 400, /http/],
      [{ field: 'tagline', value: 'x', source_url: 'data:text/html,<script>alert(1)</script>' }, 400, /http/],
      [{ field: 'tagline', value: 'x', source_url: 'ftp://h.example/file' }, 400, /http/],
      [{ field: 'tagline', value: 'x', source_url: 'not a url' }, 400, /http/],
      [{ field: 'tagline', value: 'x' }, 400, /source_url/],
      [{ field: 'primary_color', value: 'red', source_url: 'https://h.example/' }, 400, /hex/],
      [{ field: 'url', value: 'javascript:alert(1)', source_url: 'https://h.example/' }, 400, /http/],
      [
        {
          field: 'logo_url',
          value: 'data:image/svg+xml,<svg onload=alert(1)>',
          source_url: 'https://h.example/',
        },
        400,
        /http/,
      ],
      [{ field: 'industry', value: 'Crime', source_url: 'https://h.example/' }, 400, /value/],
      [
        { field: 'year_founded', value: '1999; drop table brands', source_url: 'https://h.example/' },
        400,
        /value/,
      ],
      [{ field: 'key_people', value: { name: 'not a list' }, source_url: 'https://h.example/' }, 400, /list/],
      [{ field: 'name', value: '   ', source_url: 'https://h.example/' }, 400, /name/],
      [{ field: 'protected', value: false, source_url: 'https://h.example/' }, 400, /field/],
      [{ field: 'has_blue_badge', value: true, source_url: 'https://h.example/' }, 400, /field/],
      [{ field: 'tagline', value: 'x'.repeat(301), source_url: 'https://h.example/' }, 400, /300/],
      [{ field: 'tagline', value: 'x', source_url: 'https://h.example/', role: 'admin' }, 400, /role/],
    ];
    for (const [body, status, detail] of refused) {
      const res = await propose('hostile-co', body);
      record(task, {
        thrown: `correction ${JSON.stringify(body).slice(0, 90)}`,
        expected: String(status),
        got: String(res.status),
      });
      const problem = (await res.json()) as { detail: string; errors?: { reason: string; name: string }[] };
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(JSON.stringify(problem), JSON.stringify(body)).toMatch(detail);
    }
    expect(await correctionsOf(brand.id)).toHaveLength(1);
    expect(
      (await propose('no-such-brand', { field: 'tagline', value: 'x', source_url: 'https://h.example/' }))
        .status,
    ).toBe(404);
    expect(
      (await propose('hostile-co', { field: 'tagline', value: 'x', source_url: 'https://h.example/' }, ''))
        .status,
    ).toBe(401);
  });

  it("refuses the brand's own value and a value already waiting", async () => {
    await insertBrand(db, { name: 'Twice Co', slug: 'twice-co', tagline: 'Same' });
    const body = { field: 'tagline', value: 'Same', source_url: 'https://t.example/' };
    expect((await propose('twice-co', body)).status).toBe(422);
    const other = { ...body, value: 'Different' };
    expect((await propose('twice-co', other)).status).toBe(201);
    expect((await propose('twice-co', other, as.subscriber)).status).toBe(409);
    // Emptying the field is a value like any other: proposed once, then waiting.
    const empty = { ...body, value: null };
    expect((await propose('twice-co', empty)).status).toBe(201);
    expect((await propose('twice-co', empty, as.subscriber)).status).toBe(409);
  });

  it('limits one user to 10 a minute: of 1,000 sent, 10 are stored and the rest get 429', async ({
    task,
  }) => {
    const brand = await insertBrand(db, { name: 'Flooded Co', slug: 'flooded-co' });
    const flooder = await signInAs(t, 'flooder@example.com');
    const statuses: number[] = [];
    // In waves of 50 at once, so the limit is proven under concurrency too.
    for (let wave = 0; wave < 20; wave++) {
      const sent = Array.from({ length: 50 }, (_, i) =>
        propose(
          'flooded-co',
          { field: 'tagline', value: `Spam ${wave * 50 + i}`, source_url: 'https://f.example/' },
          flooder,
        ),
      );
      statuses.push(...(await Promise.all(sent)).map((r) => r.status));
    }
    const stored = (await correctionsOf(brand.id)).length;
    record(task, {
      thrown: '1,000 corrections from one user in a minute, 50 at once',
      expected: `${CORRECTIONS_PER_MINUTE} × 201 and stored, the rest 429`,
      got: `${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 429).length} × 429; ${stored} stored`,
    });
    expect(statuses.filter((s) => s === 201)).toHaveLength(CORRECTIONS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1_000 - CORRECTIONS_PER_MINUTE);
    expect(await correctionsOf(brand.id)).toHaveLength(CORRECTIONS_PER_MINUTE);
    const last = await propose(
      'flooded-co',
      { field: 'tagline', value: 'One more', source_url: 'https://f.example/' },
      flooder,
    );
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last.json()) as { detail: string }).detail).toMatch(/10 corrections in the last minute/);
    // Somebody else is not held back.
    expect(
      (
        await propose(
          'flooded-co',
          { field: 'mission', value: 'Fine', source_url: 'https://f.example/' },
          as.subscriber,
        )
      ).status,
    ).toBe(201);
    // A thousand requests take a few seconds on a quiet machine; far longer while it is busy.
  }, 90_000);
});

describe('reviewing corrections', () => {
  it('accepts: applies the value with provenance naming the correction and its source, and mails the proposer', async () => {
    const brand = await insertBrand(db, { name: 'Accept Co', slug: 'accept-co', primaryColor: '#111111' });
    const proposer = await signInAs(t, 'proposer-accept@example.com');
    const made = (await (
      await propose(
        'accept-co',
        {
          field: 'primary_color',
          value: '#ff5500',
          source_url: 'https://accept.example/brand-guide',
        },
        proposer,
      )
    ).json()) as Correction;

    const queue = await requestAs(t, as.admin, 'GET', '/api/admin/corrections?status=pending&limit=100');
    const page = CorrectionPageSchema.parse(await queue.json());
    const queued = page.items.find((c) => c.id === made.id)!;
    expect(queued.proposed_by).toBe('proposer-accept@example.com');

    const res = await requestAs(t, as.admin, 'POST', `/api/admin/corrections/${made.id}/accept`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'accepted', reviewed_at: expect.any(String) });
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.primaryColor).toBe('#FF5500');
    expect(row!.colorFamilies).toContain('Orange');
    expect(row!.provenance.primary_color).toMatchObject({
      source: 'https://accept.example/brand-guide',
      method: 'correction',
      correction_id: made.id,
    });
    const [version] = await db
      .select()
      .from(brandFieldVersions)
      .where(eq(brandFieldVersions.brandId, brand.id))
      .orderBy(brandFieldVersions.id)
      .then((v) => v.slice(-1));
    expect(version).toMatchObject({ field: 'primary_color', oldValue: '#111111', newValue: '#FF5500' });
    const history = await (await requestAs(t, '', 'GET', '/api/brands/accept-co/history')).json();
    expect(history.items[0]).toMatchObject({
      correction_id: made.id,
      source: { label: 'Correction citing accept.example', url: 'https://accept.example/brand-guide' },
    });

    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes('proposer-accept@example.com')).length)
      .toBe(1);
    const mail = textOf(smtp.mails.find((m) => m.to.includes('proposer-accept@example.com'))!.raw);
    expect(mail).toContain('Your correction to Accept Co was accepted');
    expect(mail).toContain('#FF5500');
    expect(mail).toContain('http://localhost:3000/brands/accept-co');

    expect(
      (await requestAs(t, as.admin, 'POST', `/api/admin/corrections/${made.id}/reject`, { reason: 'late' }))
        .status,
    ).toBe(409);
    const [audit] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'correction.accept'));
    expect(audit!.n).toBeGreaterThan(0);
  });

  it('rejects with a reason, changes nothing on the brand, and mails the reason with script escaped', async () => {
    const brand = await insertBrand(db, { name: 'Reject Co', slug: 'reject-co', tagline: 'Kept' });
    const proposer = await signInAs(t, 'proposer-reject@example.com');
    const made = (await (
      await propose(
        'reject-co',
        {
          field: 'tagline',
          value: '<script>alert(1)</script>',
          source_url: 'https://reject.example/',
        },
        proposer,
      )
    ).json()) as Correction;
    const noReason = await requestAs(t, as.admin, 'POST', `/api/admin/corrections/${made.id}/reject`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const res = await requestAs(t, as.admin, 'POST', `/api/admin/corrections/${made.id}/reject`, {
      reason: 'The source does not say so',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'rejected',
      review_reason: 'The source does not say so',
    });
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.tagline).toBe('Kept');

    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes('proposer-reject@example.com')).length)
      .toBe(1);
    const mail = textOf(smtp.mails.find((m) => m.to.includes('proposer-reject@example.com'))!.raw);
    expect(mail).toContain('was not accepted');
    expect(mail).toContain('The source does not say so');
    expect(mail).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail).not.toMatch(/<p>[^<]*<script>/);

    const mine = CorrectionPageSchema.parse(
      await (await requestAs(t, proposer, 'GET', '/api/account/corrections')).json(),
    );
    expect(mine.items.map((c) => [c.id, c.status])).toEqual([[made.id, 'rejected']]);
  });

  it('refuses to apply a correction to a protected brand', async () => {
    const brand = await insertBrand(db, { name: 'Locked Co', slug: 'locked-co', tagline: 'Locked' });
    const made = (await (
      await propose('locked-co', { field: 'tagline', value: 'Open', source_url: 'https://l.example/' })
    ).json()) as Correction;
    await db.update(brands).set({ protected: true }).where(eq(brands.id, brand.id));
    expect(
      (await requestAs(t, as.admin, 'POST', `/api/admin/corrections/${made.id}/accept`, {})).status,
    ).toBe(409);
    const [row] = await db.select().from(corrections).where(eq(corrections.id, made.id));
    expect(row!.status).toBe('pending');
  });

  it('shows the median time from proposal to review', async () => {
    const brand = await insertBrand(db, { name: 'Timed Co', slug: 'timed-co' });
    const hours = [1, 3, 10, 26];
    const now = Date.now();
    for (const [i, h] of hours.entries()) {
      await db.insert(corrections).values({
        brandId: brand.id,
        field: 'tagline',
        proposedValue: `v${i}`,
        sourceUrl: 'https://t.example/',
        status: 'rejected',
        createdAt: new Date(now - h * 3_600_000 - 60_000),
        reviewedAt: new Date(now - 60_000),
      });
    }
    const res = await requestAs(t, as.admin, 'GET', '/api/admin/corrections/stats');
    const stats = CorrectionStatsSchema.parse(await res.json());
    // Every correction reviewed in this file, these four included, within the window.
    const reviewed = await db.select().from(corrections);
    const durations = reviewed
      .filter((c) => c.reviewedAt)
      .map((c) => (c.reviewedAt!.getTime() - c.createdAt.getTime()) / 1000);
    expect(stats.reviewed).toBe(durations.length);
    expect(stats.median_review_seconds).toBeCloseTo(median(durations)!, 0);
    expect(stats.pending).toBeGreaterThan(0);
  });
});
