/**
 * Query keys of the admin page. Each starts with its endpoint's path; the users' list and one user's details share
 * the first element, so invalidating `users()` refreshes both after a ban.
 */
export const adminKeys = {
  settings: () => ['/api/admin/settings'] as const,
  userStats: () => ['/api/admin/user-stats'] as const,
  users: () => ['/api/admin/users'] as const,
  userList: (search: string, page: number) => [...adminKeys.users(), 'list', search, page] as const,
  userDetail: (id: string) => [...adminKeys.users(), 'detail', id] as const,
  audit: () => ['/api/admin/audit'] as const,
  analytics: (from: string, to: string) => ['/api/admin/analytics', from, to] as const,
  predictions: (search: string) => ['/api/admin/predictions', search] as const,
  contactMessages: () => ['/api/admin/contact-messages'] as const,
};
