import { Community } from './Community'
import { Landing } from './Landing/config'
import { Mission } from './Mission/config'

export const globals = [Landing, Mission, Community]
