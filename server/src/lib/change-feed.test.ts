import { describe, expect, it } from 'vitest';
import { localChangeFeed } from './change-feed';

describe('localChangeFeed', () => {
  it('tells every listener synchronously, even when one throws', () => {
    const errors: unknown[] = [];
    const feed = localChangeFeed((err) => errors.push(err));
    const heard: string[] = [];
    feed.subscribe(() => {
      throw new Error('broken listener');
    });
    feed.subscribe((t) => heard.push(t));
    feed.publish('user-1');
    expect(heard).toEqual(['user-1']);
    expect(errors).toHaveLength(1);
  });
});
