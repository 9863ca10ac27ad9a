import { CHAT_HISTORY_LIMIT, chatHistory } from './chat';

const msg = (role: string, content: string) => ({ role, content });

describe('chatHistory', () => {
  it('collapses consecutive messages of one role to the latest', () => {
    const history = [
      msg('user', 'a'),
      msg('user', 'b'),
      msg('assistant', 'c'),
      msg('assistant', 'd'),
      msg('user', 'e'),
    ];
    expect(chatHistory(history)).toEqual([msg('user', 'b'), msg('assistant', 'd'), msg('user', 'e')]);
  });

  it('keeps the last 15 messages', () => {
    const history = Array.from({ length: 40 }, (_, i) => msg(i % 2 ? 'assistant' : 'user', String(i)));
    const sent = chatHistory(history);
    expect(CHAT_HISTORY_LIMIT).toBe(15);
    expect(sent).toHaveLength(15);
    expect(sent[0]?.content).toBe('25');
    expect(sent[14]?.content).toBe('39');
  });

  it('collapses before counting, so 15 alternating turns are kept', () => {
    const history = Array.from({ length: 20 }, (_, i) => [
      msg('user', `${i}a`),
      msg('user', `${i}b`),
      msg('assistant', `${i}c`),
    ]).flat();
    const sent = chatHistory(history);
    expect(sent).toHaveLength(15);
    expect(sent.every((m, i) => i === 0 || m.role !== sent[i - 1]?.role)).toBe(true);
    expect(sent[sent.length - 1]?.content).toBe('19c');
    expect(sent[sent.length - 2]?.content).toBe('19b');
  });

  it('keeps the extra fields and does not change the input', () => {
    const history = [
      { role: 'user', content: 'x', id: 1 },
      { role: 'user', content: 'y', id: 2 },
    ];
    const copy = structuredClone(history);
    expect(chatHistory(history)).toEqual([{ role: 'user', content: 'y', id: 2 }]);
    expect(history).toEqual(copy);
  });

  it('handles empty input and a custom limit', () => {
    expect(chatHistory([])).toEqual([]);
    expect(chatHistory([msg('user', 'a'), msg('assistant', 'b')], 1)).toEqual([msg('assistant', 'b')]);
    expect(chatHistory([msg('user', 'a')], 0)).toEqual([]);
  });
});
