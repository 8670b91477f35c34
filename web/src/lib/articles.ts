export interface ArticleText {
  id: string;
  title: string;
  category: string;
  excerpt: string;
}

/** Case-insensitive match on title, category or excerpt (spec section 5). */
export function filterArticles<A extends ArticleText>(articles: readonly A[], query: string): A[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...articles];
  return articles.filter((a) => [a.title, a.category, a.excerpt].some((field) => field.toLocaleLowerCase().includes(q)));
}

export const CATEGORY_CLASSES: Record<string, string> = {
  football: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  basketball: 'bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100',
  tennis: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
  education: 'bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100',
  psychology: 'bg-pink-100 text-pink-900 dark:bg-pink-900/60 dark:text-pink-100',
};
