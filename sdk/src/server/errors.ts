/** An error that reaches the client as `status` with `{ msg }`; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}
