import { useMutation } from '@tanstack/react-query'
import { disconnectMutationOptions } from '../query/disconnect.js'
import { useClient } from './useClient.js'

export const useDisconnect = () => useMutation(disconnectMutationOptions(useClient()))
