import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
};

const address = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';

/**
 * A mail server that speaks just enough SMTP (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to accept messages
 * on 127.0.0.1 and keep them for the test to read. `refuseRecipients` answers every RCPT with 550.
 */
export async function startSmtpSink(options: { refuseRecipients?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250-sink.local\r\n250 8BITMIME');
      if (verb === 'MAIL') {
        mail = { from: address(line), to: [], data: '' };
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        if (options.refuseRecipients) return reply('550 No such mailbox');
        mail.to.push(address(line));
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      return reply('502 Command not implemented');
    };

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          reply('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
    reply('220 sink.local ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const listening = server.address();
  if (!listening || typeof listening === 'string') throw new Error('SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${listening.port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
