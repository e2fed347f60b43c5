import net from 'node:net';

/** Fails with a clear message when `port` is taken, before anything is started on it. */
export async function assertPortFree(port: number, host: string, purpose: string): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (${purpose}) is already in use on ${host}`) : error);
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
