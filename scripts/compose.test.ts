// Docker engines do not run on the development and CI machines, so the compose file is checked by
// reading it: the structure that `docker compose up --scale <service>=N` and the runtime contract need.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionSettingsOf } from '@ssc/service-kit/production';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { processes, root } from './lib/apps.mjs';

type Service = {
  image?: string;
  build?: unknown;
  ports?: string[];
  container_name?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  working_dir?: string;
};
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const appServices = [...processes.map((p) => p.name), 'gateway'];

describe('docker-compose.yml', () => {
  it('declares postgres, redis, every service, the worker, the gateway, the proxy and the backup job', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['backup', 'caddy', 'postgres', 'redis', ...appServices].sort(),
    );
  });

  it('runs the backup job only on demand, with the uploads volume and the deploy scripts', () => {
    const backup = compose.services.backup as Service & { profiles: string[]; command: string[] };
    expect(backup.profiles).toEqual(['ops']);
    expect(backup.command).toEqual(['/deploy/backup.sh']);
    expect(backup.volumes).toContain('uploads:/data/uploads');
    expect(backup.volumes).toContain('./deploy:/deploy:ro');
    // The client tools of the server's own major version.
    expect(backup.image).toBe(compose.services.postgres?.image);
    expect(existsSync(path.join(root, 'deploy', 'backup.sh'))).toBe(true);
    expect(existsSync(path.join(root, 'deploy', 'restore.sh'))).toBe(true);
  });

  it('publishes only Caddy (80, 443), which terminates TLS in front of the gateway', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
    const caddy = compose.services.caddy!;
    expect(caddy.image).toBe('caddy:2');
    expect(caddy.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(caddy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddy.depends_on?.gateway?.condition).toBe('service_healthy');
    expect(caddy.environment?.SITE_DOMAIN).toMatch(/^\$\{SITE_DOMAIN:\?/);
    expect(caddy.environment?.CADDY_TLS).toMatch(/^\$\{CADDY_TLS:\?/);
    const caddyfile = readFileSync(path.join(root, 'deploy', 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/^\s+tls \{\$CADDY_TLS\}$/m);
    expect(caddyfile).toMatch(/^\s+reverse_proxy gateway:8080 /m);
    expect(caddyfile).not.toMatch(/trusted_proxies/);
  });

  it('runs the gateway behind exactly one trusted proxy, on https', () => {
    const env = compose.services.gateway!.environment ?? {};
    expect(compose.services.gateway?.ports).toBeUndefined();
    expect(env.TRUST_PROXY).toBe('true');
    expect(env.TRUST_PROXY_HOPS).toBe('1');
    for (const name of appServices) {
      const e = compose.services[name]?.environment ?? {};
      expect(e.NODE_ENV, name).toBe('production');
      expect(e.PUBLIC_URL, name).toMatch(/^https:\/\/\$\{SITE_DOMAIN:\?/);
    }
    const worker = compose.services.worker!.environment ?? {};
    expect(worker.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    expect(worker.MAIL_FROM).toMatch(/^\$\{MAIL_FROM:\?/);
  });

  it('lets every app service scale: no fixed container name or host port', () => {
    for (const name of appServices) {
      const service = compose.services[name]!;
      expect(service.container_name, name).toBeUndefined();
      expect(service.ports, name).toBeUndefined();
    }
  });

  it('keeps postgres and redis data in named volumes and checks their health', () => {
    for (const name of ['postgres', 'redis']) {
      const service = compose.services[name]!;
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
      const volume = service.volumes?.[0]?.split(':')[0];
      expect(compose.volumes, name).toHaveProperty(volume!);
    }
  });

  it('runs every app service from the one image, in its own workspace, with a readiness check', () => {
    for (const p of [...processes, { name: 'gateway', dir: 'gateway' }]) {
      const service = compose.services[p.name]!;
      expect(service.image, p.name).toBe('ssc-platform:latest');
      expect(service.working_dir, p.name).toBe(`/app/${p.dir}`);
      expect(existsSync(path.join(root, p.dir, 'src', 'main.ts')), p.dir).toBe(true);
      expect(service.healthcheck?.test.join(' '), p.name).toContain('/ready');
      expect(service.environment?.HOST, p.name).toBe('0.0.0.0');
    }
  });

  it('points services at the compose postgres and redis, each waiting for them to be healthy', () => {
    for (const p of processes) {
      const service = compose.services[p.name]!;
      expect(service.environment?.DATABASE_URL, p.name).toMatch(
        /^postgres:\/\/ssc:.*@postgres:5432\/ssc$/,
      );
      expect(service.environment?.REDIS_URL, p.name).toMatch(
        /^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/,
      );
      expect(service.depends_on?.postgres?.condition, p.name).toBe('service_healthy');
      expect(service.depends_on?.redis?.condition, p.name).toBe('service_healthy');
    }
  });

  it('routes the gateway to each service by name and on the port that service listens on', () => {
    const gateway = compose.services.gateway!;
    for (const p of processes) {
      const port = compose.services[p.name]!.environment?.PORT;
      expect(gateway.environment?.[p.urlEnv], p.name).toBe(`http://${p.name}:${port}`);
      expect(gateway.depends_on?.[p.name]?.condition, p.name).toBe('service_healthy');
    }
  });

  it('gives every app service the internal JWT public key and only the gateway the private one', () => {
    for (const name of appServices) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.INTERNAL_JWT_PUBLIC_KEY, name).toMatch(/^\$\{INTERNAL_JWT_PUBLIC_KEY:\?/);
      if (name === 'gateway') {
        expect(env.INTERNAL_JWT_PRIVATE_KEY).toMatch(/^\$\{INTERNAL_JWT_PRIVATE_KEY:\?/);
      } else {
        expect(env.INTERNAL_JWT_PRIVATE_KEY, name).toBeUndefined();
      }
    }
  });

  it('requires a database password and a Redis password, with no default to fall back on', () => {
    const postgres = compose.services.postgres!.environment ?? {};
    expect(postgres.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    const redis = compose.services.redis as Service & { command: string[] };
    const requirepass = redis.command.indexOf('--requirepass');
    expect(requirepass).toBeGreaterThan(0);
    expect(redis.command[requirepass + 1]).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(redis.environment?.REDISCLI_AUTH).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    for (const name of appServices) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.DATABASE_URL, name).toContain('${POSTGRES_PASSWORD:?');
      expect(env.DATABASE_URL, name).not.toMatch(/POSTGRES_PASSWORD:-/);
      expect(env.REDIS_URL, name).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?/);
    }
  });

  it('gives every app service the same required service-token key', () => {
    for (const name of appServices) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.INTERNAL_SERVICE_KEY, name).toMatch(/^\$\{INTERNAL_SERVICE_KEY:\?/);
    }
  });

  it('points each process at every service it calls (the production guard lists them), by name', () => {
    for (const name of appServices) {
      const env = compose.services[name]?.environment ?? {};
      const calls = processes.filter((p) => productionSettingsOf(name).includes(p.urlEnv));
      for (const callee of calls) {
        const port = compose.services[callee.name]!.environment?.PORT;
        expect(env[callee.urlEnv], `${name} → ${callee.name}`).toBe(
          `http://${callee.name}:${port}`,
        );
      }
    }
    // Payment prices from content and reads appointments from booking; the mailing services
    // reach the worker directly while Redis is down.
    expect(compose.services.payment?.environment?.CONTENT_URL).toBe('http://content:4102');
    expect(compose.services.booking?.environment?.WORKER_URL).toBe('http://worker:4105');
  });

  it('gives every process that reads PAYMENT_PROVIDER the same one', () => {
    // booking holds unpaid slots, payment charges, the gateway's CSP opens Stripe's origins.
    for (const name of ['booking', 'payment', 'gateway']) {
      expect(compose.services[name]?.environment?.PAYMENT_PROVIDER, name).toMatch(
        /^\$\{PAYMENT_PROVIDER:-\}$/,
      );
    }
  });

  it('shares the uploads volume between booking replicas', () => {
    expect(compose.services.booking?.volumes).toContain('uploads:/data/uploads');
    expect(compose.volumes).toHaveProperty('uploads');
  });
});

describe('Dockerfile and .dockerignore', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const lines = dockerfile
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = lines.reduce<string[][]>((all, line) => {
    if (/^FROM /i.test(line)) all.push([line]);
    else all.at(-1)?.push(line);
    return all;
  }, []);
  const final = stages.at(-1) ?? [];

  it('builds in stages on a supported Node LTS, slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    for (const stage of stages)
      expect(stage[0]).toMatch(/^FROM (\$\{NODE_IMAGE\}|manifests|build|prod-deps)(\s|$)/);
  });

  it('installs dependencies from the manifests before the sources are copied', () => {
    const build = stages.find((s) => /AS build$/.test(s[0] ?? '')) ?? [];
    const manifests = stages.find((s) => /AS manifests$/.test(s[0] ?? '')) ?? [];
    expect(
      manifests.filter((l) => l.startsWith('COPY')).every((l) => /package(-lock)?\.json/.test(l)),
    ).toBe(true);
    const ci = build.findIndex((l) => /npm ci/.test(l));
    const sources = build.indexOf('COPY . .');
    expect(ci).toBeGreaterThan(0);
    expect(sources).toBeGreaterThan(ci);
    // Every workspace's manifest is there (npm ci needs them all).
    const workspaces: string[] = JSON.parse(
      readFileSync(path.join(root, 'package.json'), 'utf8'),
    ).workspaces;
    for (const w of workspaces) expect(manifests).toContain(`COPY ${w}/package.json ${w}/`);
  });

  it('ships production dependencies and compiled output only, run by a non-root user', () => {
    const prodDeps = stages.find((s) => /AS prod-deps$/.test(s[0] ?? '')) ?? [];
    expect(prodDeps.join('\n')).toMatch(/npm ci --omit=dev/);
    expect(final).toContain('USER node');
    expect(final.find((l) => l.startsWith('CMD'))).toBe('CMD ["node", "dist/main.js"]');
    expect(final.join('\n')).not.toMatch(/tsx|COPY --from=build \/app \/app|COPY \. \./);
    expect(final.join('\n')).toMatch(
      /install -d -o node -g node -m 0750 \/data \/data\/uploads \/data\/mail/,
    );
  });

  it('keeps secrets, data, build output and test results out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of [
      '**/node_modules',
      '**/dist',
      '.git',
      '.env',
      '.env.*',
      '**/.env.*',
      'data',
      '**/data',
      'e2e/test-results',
      'e2e/playwright-report',
      'bench/results',
      'coverage',
      'backups',
    ]) {
      expect(ignored, pattern).toContain(pattern);
    }
  });
});
