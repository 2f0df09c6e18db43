/** Hostile text the attack and fuzz tests build their inputs from. */

/** Quotes, the statement separator and comment markers: what SQL gives meaning to. */
export const SQL_METACHARACTERS: readonly string[] = ["'", '"', '`', ';', '--', '/*', '*/'];

/** The where syntax's own tokens: groups, separators, logical operators. */
export const WHERE_SYNTAX_TOKENS: readonly string[] = ['(', ')', ',', '~and', '~or', '~not', '~'];
