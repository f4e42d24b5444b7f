import type { FailedTransactionMetadata } from 'litesvm'
import type { InstructionErrorJson, TransactionErrorJson } from './transactionError'

// litesvm's fieldless errors are numbers of its const enums (litesvm/dist/internal.d.ts), in this order.
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = number | { code: number } | { msg: string }

const named = (names: readonly string[], index: number, kind: string): string => names[index] ?? `Unknown${kind}(${index})`

function instructionError(error: LiteSvmInstructionError): InstructionErrorJson {
  if (typeof error === 'number') return named(instructionErrorNames, error, 'InstructionError')
  if ('code' in error) return { Custom: error.code }
  return { BorshIoError: error.msg }
}

/** litesvm's error of a failed transaction (a const-enum number or one of its NAPI classes) as Solana's RPC JSON. */
export function fromLiteSvmError(error: LiteSvmError): TransactionErrorJson {
  if (typeof error === 'number') return named(transactionErrorNames, error, 'TransactionError')
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const { index, err } = error as { index: number; err(): LiteSvmInstructionError }
      return { InstructionError: [index, instructionError(err.call(error))] }
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: (error as { index: number }).index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: (error as { accountIndex: number }).accountIndex } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: (error as { accountIndex: number }).accountIndex } }
    default:
      return `Unknown(${String(error)})`
  }
}
