import { describe, expect, it } from 'vitest';
import { FaultSpecError, NO_FAULTS, parseFaultSpec, settingsFor } from './spec.ts';

describe('parseFaultSpec', () => {
  it('reads general settings for every API path', () => {
    const plan = parseFaultSpec('latency=800,error_rate=0.2,drop=0.05,malformed=0.05');
    expect(settingsFor(plan, '/api/anything')).toEqual({
      latency: 800,
      error_rate: 0.2,
      drop: 0.05,
      malformed: 0.05,
    });
  });

  it('lets a path section override the general settings for that path and below it only', () => {
    const plan = parseFaultSpec('latency=800; /api/games_filter: error_rate=0.5');
    expect(settingsFor(plan, '/api/games_filter')).toEqual({ ...NO_FAULTS, latency: 800, error_rate: 0.5 });
    expect(settingsFor(plan, '/api/games_filter/select')).toMatchObject({ error_rate: 0.5 });
    expect(settingsFor(plan, '/api/games_filtered')).toEqual({ ...NO_FAULTS, latency: 800 });
    expect(settingsFor(plan, '/api/player')).toEqual({ ...NO_FAULTS, latency: 800 });
  });

  it('applies the most specific of several path sections', () => {
    const plan = parseFaultSpec('/api : latency=10 ; /api/player/ :latency = 20');
    expect(settingsFor(plan, '/api/player/settings').latency).toBe(20);
    expect(settingsFor(plan, '/api/games').latency).toBe(10);
    expect(settingsFor(plan, '/messages/en.json').latency).toBe(0);
  });

  it('means no faults at all when empty', () => {
    expect(parseFaultSpec('  ')).toEqual({ rules: [] });
    expect(settingsFor(parseFaultSpec(''), '/api/x')).toEqual(NO_FAULTS);
  });

  it.each([
    ['latncy=800', 'unknown setting "latncy"'],
    ['latency=fast', 'latency must be whole milliseconds'],
    ['latency=-5', 'latency must be whole milliseconds'],
    ['latency=100000', 'latency must be whole milliseconds'],
    ['error_rate=1.5', 'error_rate is a probability from 0 to 1'],
    ['drop=', 'drop is a probability'],
    ['drop', '"drop" is not name=value'],
    ['latency=1,latency=2', '"latency" is set twice'],
    ['latency=1;;drop=0.1', 'an empty section'],
    ['latency=1;drop=0.1', 'more than one section without a path'],
    ['/api error_rate=1', 'has no ":"'],
    ['/api:drop=1;/api:drop=0', 'path /api appears twice'],
  ])('rejects %s with a message saying what is wrong', (spec, problem) => {
    expect(() => parseFaultSpec(spec)).toThrow(FaultSpecError);
    expect(() => parseFaultSpec(spec)).toThrow(problem);
  });
});
