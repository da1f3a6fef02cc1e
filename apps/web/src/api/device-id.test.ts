import { describe, expect, it } from 'vitest';
import { deviceIdOf, traitText } from './device-id';

const traits = { userAgent: 'UA', languages: ['en-IN', 'hi'], zoneOffsets: '-330,-330', screen: '360x800x24', cores: 8, memory: 4, touchPoints: 5 };

describe('device id', () => {
  it('is the same for the same traits and differs when one changes, in the form the server accepts', async () => {
    const id = await deviceIdOf(traitText(traits));
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/u);
    expect(await deviceIdOf(traitText({ ...traits }))).toBe(id);
    expect(await deviceIdOf(traitText({ ...traits, screen: '390x844x24' }))).not.toBe(id);
    expect(await deviceIdOf(traitText({ ...traits, zoneOffsets: '-60,-120' }))).not.toBe(id);
  });
});
