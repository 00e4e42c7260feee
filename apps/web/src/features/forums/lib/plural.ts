/** '1 post', '3 posts'; irregular words pass their plural ('reply', 'replies'). */
export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${count === 1 ? word : pluralWord}`;
}
