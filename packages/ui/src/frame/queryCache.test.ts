import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adoptQueryClient, withQueryClient } from './queryCache';

describe('the page query client hand-over', () => {
  it('keeps work for the client until one is adopted, then runs new work at once', () => {
    const seen: QueryClient[] = [];
    withQueryClient((client) => seen.push(client));
    withQueryClient((client) => seen.push(client));
    expect(seen).toHaveLength(0);
    const client = new QueryClient();
    adoptQueryClient(client);
    expect(seen).toEqual([client, client]);
    withQueryClient((c) => seen.push(c));
    expect(seen).toEqual([client, client, client]);
  });
});
