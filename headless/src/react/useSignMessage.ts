import { useMutation } from '@tanstack/react-query'
import { signMessageMutationOptions } from '../query/signMessage.js'
import { useClient } from './useClient.js'

export const useSignMessage = () => useMutation(signMessageMutationOptions(useClient()))
