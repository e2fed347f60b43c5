/** True in the Node build of a package (server rendering), false in its browser build. */
declare const __SERVER__: boolean;
