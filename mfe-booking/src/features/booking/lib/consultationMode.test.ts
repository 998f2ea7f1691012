import { describe, expect, it } from 'vitest';
import { modeFromQuery } from './consultationMode';

describe('modeFromQuery', () => {
  it.each([
    ['?platform=zoom', 'zoom'],
    ['?platform=teams', 'teams'],
    ['?platform=TEAMS', 'teams'],
    ['?type=office', 'office'],
    ['', 'office'],
    ['?platform=skype', 'office'],
  ])('%s → %s', (query, mode) => {
    expect(modeFromQuery(new URLSearchParams(query))).toBe(mode);
  });
});
