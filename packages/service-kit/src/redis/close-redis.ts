import type { Redis } from 'ioredis';

/** Quits politely when connected (pending replies arrive first), else drops the connection. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
