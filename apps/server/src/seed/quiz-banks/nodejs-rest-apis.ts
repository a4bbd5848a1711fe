import type { CatalogQuestion } from '../course-catalog-types.js';

/** "Quiz: API design": routes, status codes, validation, storage, sessions and rate limits. */
export const NODEJS_REST_APIS_BANK: readonly CatalogQuestion[] = [
  ['Which status code answers a successful POST that created a resource?', ['200 OK', '201 Created', '204 No Content', '302 Found'], 1],
  ['Which HTTP method should be idempotent when replacing a resource?', ['POST', 'PUT', 'CONNECT', 'PATCH'], 1],
  [
    'Where should a request body be validated?',
    ['Only in the browser', 'At the server edge, before any work', 'In the database only', 'It does not need validation'],
    1,
  ],
  [
    'What does a 409 Conflict usually tell the client?',
    ['The server crashed', 'The request clashes with the current state', 'The route does not exist', 'The client must sign in'],
    1,
  ],
  [
    'Which status code fits a request body that fails validation?',
    ['400 Bad Request', '401 Unauthorized', '404 Not Found', '500 Internal Server Error'],
    0,
  ],
  [
    'What is the difference between 401 and 403?',
    [
      'They mean the same thing',
      '401: the route is wrong; 403: the server is down',
      '401: too many requests; 403: invalid input',
      '401: the caller is not authenticated; 403: authenticated but not allowed',
    ],
    3,
  ],
  [
    'Which path follows REST conventions for transaction 7 of wallet 42?',
    ['/getTransaction?wallet=42&id=7', '/api?action=transaction&id=7', '/wallets/42/transactions/7', '/wallet-transaction-get/42/7'],
    2,
  ],
  [
    'Which status code tells a client it sent too many requests and should slow down?',
    ['403 Forbidden', '408 Request Timeout', '503 Service Unavailable', '429 Too Many Requests'],
    3,
  ],
  [
    'Why should a wallet transfer update both balances in one database transaction?',
    [
      'So that either both changes are saved or neither is',
      'It makes the queries shorter',
      'It is always faster than two statements',
      'It removes the need for indexes',
    ],
    0,
  ],
  [
    "How should a server store members' passwords?",
    [
      'As plain text, for support staff',
      'Encrypted with a key kept in the code',
      'As a slow salted hash such as bcrypt or Argon2',
      'As a fast MD5 hash',
    ],
    2,
  ],
  [
    'What does an idempotency key on a payment request protect against?',
    ['Slow database queries', 'A retried request charging the customer twice', 'Cross-site scripting', 'Expired sessions'],
    1,
  ],
  [
    'Which technique keeps a long list endpoint fast on slow networks?',
    [
      'Returning every row in one response',
      'Sending the list as an image',
      'Turning off compression',
      'Paginating with a limit and a cursor',
    ],
    3,
  ],
];
