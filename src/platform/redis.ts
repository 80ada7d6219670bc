import { createClient } from 'redis';

function buildClient(url: string) {
  return createClient({
    url,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
    commandOptions: { timeout: 3000 },
    disableOfflineQueue: true,
  });
}

export type RedisClient = ReturnType<typeof buildClient>;

/** Connects to Redis with connect and command timeouts, so a dead Redis fails fast instead of hanging requests. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = buildClient(url);
  client.on('error', () => {
    // Reconnection is automatic; the health check and failing requests report the outage.
  });
  await client.connect();
  return client;
}
