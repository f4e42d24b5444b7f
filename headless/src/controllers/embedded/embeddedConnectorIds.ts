/** The eip155 AUTH connector's id; solana's is EMBEDDED_SOLANA_CONNECTOR_ID. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'
/** The solana AUTH connector's id (only with solana()). */
export const EMBEDDED_SOLANA_CONNECTOR_ID = 'embedded.solana'
