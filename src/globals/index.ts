import { Landing } from './Landing'
import { Mission } from './Mission'

export const globals = [Landing, Mission]
