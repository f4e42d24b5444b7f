import { NetworkList } from './NetworkList'

export default function Networks() {
  return <NetworkList />
}
