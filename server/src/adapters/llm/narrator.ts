import type { PredictionResult } from '@shared/prediction';
import { messages } from '../../i18n/messages';

export interface Narrator {
  narrate(result: PredictionResult): Promise<PredictionResult['narrative']>;
}

export interface NarratorOptions {
  url: string; // OpenAI-compatible base URL, e.g. https://api.example.com/v1
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  onError?: (err: unknown) => void;
}

/** The facts the model may use: only what the engine computed, nothing else. */
export function narrationFacts(r: PredictionResult) {
  return {
    language: r.language,
    sport: r.sport,
    league: r.league,
    teams: r.correctedTeams ?? r.extractedData.teams,
    mainRecommendation: r.mainRecommendation,
    overallConfidence: r.overallConfidence,
    fairProbabilitiesPercent: r.probabilities,
    bookmakerMarginPercent: r.marketAnalysis?.margin ?? null,
    options: r.bettingOptions.map((o) => ({
      option: o.type,
      odds: o.odds,
      winProbabilityPercent: o.winProbability,
      expectedValuePercent: o.expectedValue,
      stakePercentOfBankroll: o.suggestedStakePercent,
      risk: o.riskLevel,
    })),
  };
}

const NUMBER = /\d+(?:[.,]\d+)?/g;

/**
 * Honesty guard: the summary may only repeat numbers the engine produced. Any other number (an invented form
 * streak, a made-up percentage) makes the whole text unusable.
 */
export function usesOnlyKnownNumbers(text: string, facts: unknown): boolean {
  const known = new Set((JSON.stringify(facts).match(NUMBER) ?? []).map((n) => Number(n.replace(',', '.'))));
  return (text.match(NUMBER) ?? []).every((n) => known.has(Number(n.replace(',', '.'))));
}

/** An OpenAI-compatible chat-completions client. The product never depends on it: any failure means no summary. */
export function openAiCompatibleNarrator(options: NarratorOptions): Narrator {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${options.url.replace(/\/$/, '')}/chat/completions`;
  return {
    async narrate(result) {
      const facts = narrationFacts(result);
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            max_tokens: 200,
            messages: [
              { role: 'system', content: messages(result.language).narrator.instruction },
              { role: 'user', content: JSON.stringify(facts) },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
        });
        if (!res.ok) throw new Error(`LLM answered ${res.status}`);
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const text = body.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || !text.trim()) throw new Error('LLM gave no text');
        const trimmed = text.trim().slice(0, 1_000);
        if (!usesOnlyKnownNumbers(trimmed, facts)) throw new Error('LLM text contains numbers the analysis did not compute');
        return { text: trimmed, model: options.model };
      } catch (err) {
        options.onError?.(err);
        return null;
      }
    },
  };
}
