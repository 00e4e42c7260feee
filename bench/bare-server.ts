import Fastify from 'fastify';

/** The ceiling the app's figures are compared with: the same framework answering a constant. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
