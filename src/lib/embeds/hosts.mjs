// The player hosts whose https iframes an episode embed may contain (docs/decisions.md#episode-embeds). Plain
// JavaScript because two runtimes read it: the embed sanitiser (TypeScript, inside Next) and the
// Content-Security-Policy's frame-src, which scripts/server.mjs sets before Next runs.

export const DEFAULT_EMBED_HOSTS = Object.freeze([
  'share.descript.com',
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'open.spotify.com',
  'embed.podcasts.apple.com',
  'w.soundcloud.com',
])

/** EMBED_ALLOWED_HOSTS (comma-separated) when set, else the defaults; lower-cased, blanks dropped. */
export const allowedEmbedHosts = (env = process.env.EMBED_ALLOWED_HOSTS) =>
  env
    ? env
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : [...DEFAULT_EMBED_HOSTS]
