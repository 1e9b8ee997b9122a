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

  it('white initials are readable on every colour: WCAG AA contrast, 4.5:1', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const colours = new Set(Array.from({ length: 500 }, (_, i) => avatarColour(`user-${i}`)));
    expect(colours.size).toBe(10);
    for (const colour of colours) expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
});
