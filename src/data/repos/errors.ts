/** A write the repo refuses (bad input that got past the form, or a missing row). */
export class RepoError extends Error {
  override name = 'RepoError';
}
