/** Style sheets imported for their effect: the embed build (webpack's CSS support) emits them as files. */
declare module '*.css';
