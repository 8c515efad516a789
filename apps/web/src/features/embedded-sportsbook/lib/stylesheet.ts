/**
 * The bet-history frame's outside stylesheet (/bet-history-frame/{token}/{lang}/{hostName?}/{styleFile?}).
 *
 * Only `https://<hostName>/<styleFile>` is ever loaded, and only when
 * - hostName is a plain host name: letters, digits and hyphens in dot-separated labels
 *   (no scheme, port, user, path or IP literal in brackets), and
 * - styleFile is a plain file name ending in .css: letters, digits, `.`, `_` and `-`, not
 *   starting with a dot (no folder, no `..`, no query).
 * Anything else (a missing part, a full URL, a path, another extension) is ignored: the
 * page then loads no stylesheet at all. The address comes from whoever links to the page,
 * so nothing in it may choose the scheme or reach anything but a file at a host's root.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');
const STYLE_FILE = /^[a-z0-9_-][a-z0-9._-]{0,99}\.css$/i;

export function externalStylesheetUrl(hostName: string | undefined, styleFile: string | undefined): string | null {
  if (!hostName || !styleFile) return null;
  if (hostName.length > 253 || !HOST_NAME.test(hostName) || !STYLE_FILE.test(styleFile)) return null;
  return `https://${hostName.toLowerCase()}/${styleFile}`;
}
