/** '1 lesson', '12 lessons', '1,250 students'; irregular words pass their plural ('reply', 'replies'). */
export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? word : pluralWord}`;
}
