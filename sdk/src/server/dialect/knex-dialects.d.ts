// knex's client modules (CommonJS, untyped): each exports its client class.
declare module 'knex/lib/dialects/*/index.js' {
  const Client: unknown;
  export default Client;
}
