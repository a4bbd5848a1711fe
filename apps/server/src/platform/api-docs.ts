import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { escapeHtml } from './html.js';

/** Registers OpenAPI generation; must run before the routes it describes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SkillLink API',
        version: '1',
        description: 'Connect. Learn. Grow. Every body and answer is a zod contract from packages/contracts.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sl_session' } } },
      // Every operation needs the session unless it says `security: []` (public routes, signed-in.ts).
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

interface Operation {
  summary?: string;
  tags?: string[];
}

/**
 * A readable, script-free page listing every operation (our CSP forbids the usual
 * script-heavy explorers; the JSON document is one link away for tools).
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  app.get('/api/docs/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
    const rows = Object.entries(doc.paths ?? {})
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(
          ([method, op]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.tags?.join(', ') ?? '')}</td><td>${escapeHtml(op.summary ?? '')}</td></tr>`,
        ),
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API | SkillLink</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a2b2b}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #cdd;padding:.4rem;text-align:left;vertical-align:top}</style></head>
<body><h1>SkillLink API</h1><p>Machine-readable document: <a href="/api/docs/openapi.json">openapi.json</a>. Errors always look like
<code>{"error":{"code","message","fields"?}}</code>. State-changing requests need the <code>x-csrf-token</code> header echoing the <code>sl_csrf</code> cookie (<code>__Host-sl_csrf</code> over https).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>What it does</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
