import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { Role } from '../../contract/codes.ts';
import type { AnswerOf, BodyOf, Endpoint, HeadersOf, ParamsOf, QueryOf } from '../../contract/endpoint.ts';
import { ErrorResponses } from '../../contract/envelope.ts';
import { Messages } from '../../contract/messages.ts';
import { viewerOf } from '../plugins/auth.ts';
import { forbidden } from './errors.ts';

/** A request to `E`: its body, query, path parameters and headers typed by the entry's schemas. */
export type EndpointRequest<E> = FastifyRequest<{ Body: BodyOf<E>; Querystring: QueryOf<E>; Params: ParamsOf<E>; Headers: HeadersOf<E> }>;
export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E> | FastifyReply>;

export interface EndpointOptions extends Omit<RouteShorthandOptions, 'schema'> {
  /** The statement the handler runs checks the session itself (`sessionLiveSql`): the hook checks the token only. */
  sessionInStatement?: boolean;
  /** Replaces the entry's body schema for validation, when the handler validates the rest itself. */
  bodyCheckedFirst?: FastifySchema['body'];
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Registers `endpoint` (and the spec's second path for it) with its schemas and its caller's checks: the
 * token before the body, so a caller without a session learns nothing else, and the admin's role before it.
 */
export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointOptions = {}) {
  const { sessionInStatement, bodyCheckedFirst, onRequest, preValidation, ...rest } = options;
  const session: onRequestHookHandler[] =
    endpoint.caller === 'public'
      ? []
      : [endpoint.caller === 'chat' ? app.authenticateChat : sessionInStatement ? app.authenticateToken : app.authenticate];
  const adminOnly: preValidationHookHandler[] =
    endpoint.caller === 'admin'
      ? [
          async (request: FastifyRequest) => {
            if (viewerOf(request).role !== Role.admin) throw forbidden(Messages.forbidden);
          },
        ]
      : [];
  const schema: FastifySchema = {
    body: bodyCheckedFirst ?? endpoint.body,
    querystring: endpoint.query,
    params: endpoint.params,
    headers: endpoint.headers,
    response: endpoint.response ? { [endpoint.status ?? 200]: endpoint.response, ...ErrorResponses } : undefined,
  };
  for (const url of endpoint.alsoAt ? [endpoint.path, endpoint.alsoAt] : [endpoint.path]) {
    app.route({
      method: endpoint.method,
      url,
      schema: Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined)),
      onRequest: [...session, ...asList(onRequest)],
      preValidation: [...adminOnly, ...asList(preValidation)],
      ...rest,
      handler: (endpoint.topsUp
        ? // A purchase: the saved card tops the wallet up when it is short (docs/decisions/0052).
          (request: EndpointRequest<E>, reply: FastifyReply) => app.cardsService.withTopUp(viewerOf(request), () => handler(request, reply))
        : handler) as unknown as RouteHandlerMethod,
    });
  }
}
