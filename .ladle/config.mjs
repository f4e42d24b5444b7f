// Ladle 5 reads only this file; the configuration lives in /ladle.config.mjs.
export { default } from '../ladle.config.mjs'
