import { describe, expect, it } from 'vitest';
import { analyzeMatches } from '../../analysis/engine';
import { screenshot } from '../../analysis/fixtures.test-helpers';
import { narrationFacts, openAiCompatibleNarrator, usesOnlyKnownNumbers } from './narrator';

const result = analyzeMatches([screenshot(['2.10', '3.40', '3.60'])], { language: 'en' });

function fakeFetch(content: string, status = 200) {
  const calls: { url: string; body: Record<string, unknown>; auth: string | null }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), auth: new Headers(init.headers).get('authorization') });
    return new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('LLM narrative', () => {
  it('accepts only numbers that the analysis computed', () => {
    const facts = narrationFacts(result);
    const odds = result.bettingOptions[0]!.odds;
    expect(usesOnlyKnownNumbers(`Arsenal at ${odds} is priced fairly.`, facts)).toBe(true);
    expect(usesOnlyKnownNumbers('Arsenal have won 7 of their last 8 games.', facts)).toBe(false);
  });

  it('calls an OpenAI-compatible endpoint with the computed facts and returns the text', async () => {
    const { impl, calls } = fakeFetch('The market sees this match as close; no option shows value.');
    const narrator = openAiCompatibleNarrator({ url: 'http://llm.test/v1/', apiKey: 'k', model: 'm', fetchImpl: impl });
    expect(await narrator.narrate(result)).toEqual({
      text: 'The market sees this match as close; no option shows value.',
      model: 'm',
    });
    expect(calls[0]!.url).toBe('http://llm.test/v1/chat/completions');
    expect(calls[0]!.auth).toBe('Bearer k');
    expect(calls[0]!.body['model']).toBe('m');
  });

  it('drops a summary with invented numbers, and survives provider errors', async () => {
    const errors: unknown[] = [];
    const invented = openAiCompatibleNarrator({
      url: 'http://x',
      apiKey: 'k',
      model: 'm',
      fetchImpl: fakeFetch('They scored 42 goals.').impl,
      onError: (e) => errors.push(e),
    });
    expect(await invented.narrate(result)).toBeNull();
    const failing = openAiCompatibleNarrator({
      url: 'http://x',
      apiKey: 'k',
      model: 'm',
      fetchImpl: fakeFetch('x', 500).impl,
      onError: (e) => errors.push(e),
    });
    expect(await failing.narrate(result)).toBeNull();
    expect(errors).toHaveLength(2);
  });
});
