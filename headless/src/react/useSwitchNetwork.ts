import { useMutation } from '@tanstack/react-query'
import { switchNetworkMutationOptions } from '../query/switchNetwork.js'
import { useClient } from './useClient.js'

export const useSwitchNetwork = () => useMutation(switchNetworkMutationOptions(useClient()))
