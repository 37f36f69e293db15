import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after a task queued before it, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    const done = nextTask().then(() => order.push('next'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['queued', 'next']);
  });
});
