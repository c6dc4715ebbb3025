import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema/index.ts';
import { ConsoleMailer, createMailer, SmtpMailer } from '../../integrations/email/index.ts';
import { createTestApp, createTestDatabase } from '../../test-support/app.ts';

type Received = { from: string; to: string[]; data: string };

/** Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA … '.', QUIT. */
async function startFakeSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let mail: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        switch (verb) {
          case 'EHLO':
          case 'HELO':
            reply('250 fake.smtp');
            break;
          case 'MAIL':
            mail.from = line;
            reply('250 2.1.0 ok');
            break;
          case 'RCPT':
            mail.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
            reply('250 2.1.5 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 end with <CRLF>.<CRLF>');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply(verb === 'RSET' || verb === 'NOOP' ? '250 ok' : '502 command not implemented');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
  return {
    port: address.port,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const silentLog = { info: () => {}, debug: () => {}, warn: () => {} };

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let database: Database;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  database = await createTestDatabase();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('SmtpMailer', () => {
  it('delivers to the SMTP server and stamps the outbox row sent', async () => {
    const mailer = new SmtpMailer(
      { url: `smtp://127.0.0.1:${smtp.port}`, from: 'Vastra <no-reply@vastra.test>' },
      database.db,
      silentLog,
    );
    await mailer.send({ to: 'shop@vastra.test', subject: 'Hello from the test', text: 'Line one\nLine two' });
    const message = smtp.received.at(-1);
    expect(message?.to).toEqual(['shop@vastra.test']);
    expect(message?.from).toContain('no-reply@vastra.test');
    expect(message?.data).toContain('Subject: Hello from the test');
    expect(message?.data).toContain('Line one');
    const [row] = await database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.subject, 'Hello from the test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('ConsoleMailer and createMailer', () => {
  it('records the message unsent and logs it', async () => {
    const logged: unknown[] = [];
    const mailer = new ConsoleMailer(database.db, { ...silentLog, info: (o: unknown) => logged.push(o) });
    await mailer.send({ to: 'shop@vastra.test', subject: 'Console test', text: 'Body', kind: 'test' });
    const [row] = await database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.subject, 'Console test'));
    expect(row).toMatchObject({ kind: 'test', to: 'shop@vastra.test', body: 'Body', sentAt: null });
    expect(logged).toHaveLength(1);
  });

  it('chooses the mailer from the environment and refuses an incomplete SMTP setup', () => {
    expect(createMailer(loadEnv({}), database.db, silentLog)).toBeInstanceOf(ConsoleMailer);
    expect(() => createMailer(loadEnv({ EMAIL_PROVIDER: 'smtp' }), database.db, silentLog)).toThrow(
      'EMAIL_PROVIDER=smtp needs SMTP_URL and EMAIL_FROM',
    );
  });
});

describe('forms with EMAIL_PROVIDER=smtp', () => {
  it('e-mails a contact message to SHOP_NOTIFY_EMAIL, replying to the visitor', async () => {
    const ctx = await createTestApp({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      EMAIL_FROM: 'Vastra <no-reply@vastra.test>',
      SHOP_NOTIFY_EMAIL: 'enquiries@vastra.test',
    });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Meera Shah',
          email: 'meera@example.in',
          message: 'Is the gold lehenga free in May?',
        },
      });
      expect(res.statusCode).toBe(201);
      const message = smtp.received.find((m) => m.data.includes('Subject: Contact form: Meera Shah'));
      expect(message?.to).toEqual(['enquiries@vastra.test']);
      expect(message?.data).toMatch(/^Reply-To: meera@example\.in$/m);
      expect(message?.data).toContain('Is the gold lehenga free in May?');
      const [row] = await ctx.app.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.kind, 'contact'));
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await ctx.close();
    }
  });

  it('still accepts the form when the mail server is down; the outbox keeps it unsent', async () => {
    const down = await startFakeSmtp();
    await down.close();
    const ctx = await createTestApp({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${down.port}`,
      EMAIL_FROM: 'no-reply@vastra.test',
    });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/franchise-applications',
        payload: {
          name: 'Kiran Desai',
          contactNo: '9876543210',
          email: 'kiran@example.in',
          location: 'Surat',
          experience: 'Ten years in bridal wear.',
          rentalSpace: '800 sq ft on Ghod Dod Road.',
          additionalQuestions: 'None for now.',
        },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.app.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.kind, 'franchise'));
      expect(row).toMatchObject({ to: 'care@vastra.in', sentAt: null });
    } finally {
      await ctx.close();
    }
  });
});
