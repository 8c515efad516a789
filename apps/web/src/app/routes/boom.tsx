/** Test-only page (dev or localStorage debug:boom=1) that fails to render, for the error boundary. */
export default function BoomPage(): never {
  throw new Error('Boom: deliberate render failure for testing the error boundary');
}
