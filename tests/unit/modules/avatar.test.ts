import { describe, expect, it } from 'vitest';
import { avatarColour, initials } from '../../../src/modules/identity/accounts/avatar';

describe('avatars', () => {
  it('initials are the first letters of the first and last words (SPEC §5)', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace  brewster murray hopper ')).toBe('GH');
    expect(initials('Plato')).toBe('PL');
    expect(initials('')).toBe('');
  });

  it('a user keeps one colour, and users differ', () => {
    expect(avatarColour('user-1')).toBe(avatarColour('user-1'));
    const colours = new Set(Array.from({ length: 50 }, (_, i) => avatarColour(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(5);
  });
});
