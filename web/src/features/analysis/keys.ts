/** Query key of one stored analysis; the main screen seeds it with a fresh result before opening its page. */
export const predictionKey = (id: string) => [`/api/predictions/${id}`];
