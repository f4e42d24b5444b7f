import { useMutation } from '@tanstack/react-query'
import { connectMutationOptions } from '../query/connect.js'
import { useClient } from './useClient.js'

export const useConnect = () => useMutation(connectMutationOptions(useClient()))
